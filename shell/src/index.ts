// The static app shell in the HTML (ADR 006) is styled by the entry's stylesheet, linked in <head>:
// the layout and landing CSS travel there instead of in the bootstrap chunk.
import './app/shell-layout.module.css';
import './features/landing/landing-page.module.css';
import { captureHandOff } from './lib/session/hand-off-capture';

// The login hand-off's token leaves the address bar before any chunk is requested (no Referer carries it).
captureHandOff();

// In a microtask, not during main.js's own evaluation: see ADR 011.
queueMicrotask(() => void import(/* webpackChunkName: "boot" */ './bootstrap'));
export {};
