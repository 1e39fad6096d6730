export { Dialog } from './Dialog'
export type { DialogProps } from './Dialog'
export { DialogActions } from './DialogActions'
