export { NoticeTicker } from './NoticeTicker'
export type { NoticeTickerProps } from './NoticeTicker'
