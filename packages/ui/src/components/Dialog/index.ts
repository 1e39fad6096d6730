export { Dialog } from './Dialog'
export type { DialogProps } from './Dialog'
export { DialogActions } from './DialogActions'
export type { DialogActionsProps } from './DialogActions'
