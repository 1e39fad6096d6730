export declare function processTreeCpu(pid: number | undefined): number | undefined
export declare function untilProgress<T>(wait: {
  what: string
  done: () => T | undefined | false | Promise<T | undefined | false>
  progress?: () => unknown
  failed?: () => string | undefined
  idleMs: number
  capMs: number
  pollMs?: number
  detail?: () => string
}): Promise<T>
