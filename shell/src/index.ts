// Async boundary: shared singletons are negotiated before any app code runs (no `eager`).
// The bootstrap starts in a task after main.js's evaluation (the federation runtime's set-up),
// and, in a production build, once the HTML's start-up script has requested the chunks it needs
// (a few per task, see @souq/mf-config startup-chunks.cjs), so webpack does not insert them
// itself in one long task.
const startupGlobal = process.env.SOUQ_STARTUP_GLOBAL;
const requested = startupGlobal ? (window as unknown as Record<string, Promise<void> | undefined>)[startupGlobal] : undefined;
const start = () => setTimeout(() => import('./bootstrap'), 0);
if (requested) void requested.then(start);
else start();
