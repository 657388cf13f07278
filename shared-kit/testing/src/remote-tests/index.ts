/** @qce/testing/remote-tests: jest helpers of the remotes' page tests (mock backend, sign-in, render at a path). */
export {
  renderRemoteAt,
  server,
  setTestRequestTimeout,
  setupRemoteMockServer,
  signInSeeded,
  staffPost,
  waitForSettledPage,
} from './remote-tests';
export type { RemoteMockServerOptions } from './remote-tests';
