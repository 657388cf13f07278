// The static app shell in the HTML (ADR 006) is styled by the entry's stylesheet, linked in <head>:
// the layout and landing CSS travel there instead of in the bootstrap chunk.
import './app/shell-layout.module.css';
import './features/landing/landing-page.module.css';

// In a microtask, not during main.js's own evaluation: see ADR 011.
queueMicrotask(() => void import('./bootstrap'));
export {};
