// What must not outlive the bench (the server, the echo server, the cluster, temp folders) is
// registered here and undone at the end, on failure and on Ctrl-C.
type Task = () => void | Promise<void>
const tasks: Task[] = []

/** Registers `task` to run at exit; returns a function that runs it now and unregisters it. */
export function atExit(task: Task): () => Promise<void> {
  tasks.push(task)
  return async () => {
    const i = tasks.indexOf(task)
    if (i >= 0) {
      tasks.splice(i, 1)
      await task()
    }
  }
}

/** Runs every registered task, newest first; a failing task does not stop the others. */
export async function cleanUp(): Promise<void> {
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    try {
      await task()
    } catch (error) {
      process.stderr.write(`cleanup: ${(error as Error).message}\n`)
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping\n`)
    void cleanUp().finally(() => process.exit(130))
  })
}
