export { PromptDialog } from './PromptDialog'
export type { PromptDialogProps } from './PromptDialog'
