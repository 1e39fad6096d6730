export interface BuildInputs {
  shared: string
  components: Record<string, string>
}
export interface JsonReportSuite {
  specs?: {
    title: string
    tests?: {
      annotations?: { type: string; description?: string }[]
      results?: { status: string; retry: number }[]
    }[]
  }[]
  suites?: JsonReportSuite[]
}
export declare const inputsFileName: string
export declare const visualHarness: string[]
export declare const reportOnly: string[]
export declare const docsHarness: string[]
export declare function canary(component: string): boolean
export declare function componentOf(storyId: string): string
export declare function hashFiles(root: string, paths: string[]): string
export declare function readGraph(statsFile: string): Map<string, Set<string>>
export declare function reachable(graph: Map<string, Set<string>>, starts: string[]): Set<string>
export declare function buildInputs(root: string, buildDir: string): BuildInputs
export declare function noteBuildInputs(buildDir: string): BuildInputs
export declare function readBuildInputs(buildDir: string): BuildInputs | undefined
export declare function checkKeys(options: {
  inputs: BuildInputs
  harness: string
  browser: string
  screenshotsDir: string
}): Record<string, string>
export declare function readVerified(file: string): Record<string, string>
export declare function changedComponents(
  keys: Record<string, string>,
  verified: Record<string, string>,
): string[]
export declare function writeVerified(
  file: string,
  keys: Record<string, string>,
  passed: Set<string>,
  note: string,
  failed?: Set<string>,
): void
export declare function verifiedNote(what: string): string
export declare function passedComponents(
  report: { suites?: JsonReportSuite[] },
  nameToComponents?: (title: string) => string[],
): Set<string>
export declare function harnessHash(files: string[], root?: string): string
export declare function noteOutcome(options: {
  file: string
  keys: Record<string, string>
  report: { suites?: JsonReportSuite[] }
  ran: Set<string>
  whole: Set<string>
  nameToComponents?: (title: string) => string[]
  what: string
}): number
export declare function testBrowserLabel(): Promise<string>
