export declare const chromiumArgs: string[]
export declare function findChromium(): string | undefined
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] }
export declare function findChromiumShell(): string | undefined
export declare function browserLabel(version: string, options: { executablePath?: string }): string
