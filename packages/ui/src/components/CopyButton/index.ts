export { CopyButton } from './CopyButton'
export type { CopyButtonProps } from './CopyButton'
export { useCopy } from './use-copy'
export type { CopyStatus } from './use-copy'
