export { AlertDialog } from './AlertDialog'
export type { AlertDialogProps } from './AlertDialog'
