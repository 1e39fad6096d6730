export declare const CHROMATIC_NODE_MAJOR: number
export declare function preflight(input: {
  env: Record<string, string | undefined>
  args: string[]
  nodeVersion: string
}): string | null
