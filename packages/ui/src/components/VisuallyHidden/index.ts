export { VisuallyHidden } from './VisuallyHidden'
