// Async boundary: shared singletons are negotiated before any app code runs (no `eager`).
// The bootstrap starts in a task after main.js's evaluation (the federation runtime's set-up).
// In a production build its chunks are already on their way: the HTML names them as async
// scripts (@souq/mf-config startup-chunks.cjs), and webpack waits for those instead of inserting its own.
setTimeout(() => import('./bootstrap'), 0);
