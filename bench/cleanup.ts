/** Work that must happen however the run ends: normally, on an error, or on Ctrl-C. */
const tasks: (() => Promise<void>)[] = [];
let running: Promise<void> | undefined;

export function onCleanup(task: () => Promise<void>): void {
  tasks.push(task);
}

/** Runs every registered task once, newest first; later calls get the same promise. */
export function cleanUp(): Promise<void> {
  running ??= (async () => {
    for (const task of tasks.reverse()) {
      await task().catch((error: unknown) => console.error('Cleanup failed:', error));
    }
  })();
  return running;
}
