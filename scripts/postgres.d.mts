export declare function findPgBin(): string | undefined
