// Async boundary: shared singletons are negotiated before any app code runs (no `eager`).
// In the next task: main.js's evaluation (the federation runtime's set-up) and the negotiation
// of the bootstrap chunk's shared modules are two tasks of a phone's main thread, not one.
setTimeout(() => import('./bootstrap'), 0);
