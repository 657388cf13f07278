export { PageNotBuilt } from './page-not-built';
