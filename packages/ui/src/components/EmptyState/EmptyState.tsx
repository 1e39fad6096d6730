import type { ReactNode } from 'react'
import { emptyTexts } from '@trellis/contract'
import { useMessageText } from '../../i18n/I18nContext'
import { Icon, Message, Root } from './EmptyState.styles'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /**
   * `empty` (default): nothing at all, "No transactions found.". `end`: the end of a list
   * that has more above, "No more data available" in a compact row.
   */
  variant?: 'empty' | 'end'
  /** Replace the spec's text (use a spec constant, never a retyped sentence). */
  message?: string
  /** An icon above the text; a neutral tray is drawn when omitted (empty variant only). */
  icon?: ReactNode
  /** An action under the text, e.g. a Deposit button. */
  action?: ReactNode
}

function TrayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 13h5l1.5 3h5L16 13h5" />
      <path d="M5 5h14l2 8v6H3v-6z" strokeLinejoin="round" />
    </svg>
  )
}

/** What a list says when it has nothing to show, in the spec's words. */
export function EmptyState({ variant = 'empty', message, icon, action }: EmptyStateProps) {
  const isEnd = variant === 'end'
  const messageText = useMessageText()
  const text = messageText(message ?? (isEnd ? emptyTexts.noMoreData : emptyTexts.noTransactions))
  return (
    <Root $compact={isEnd}>
      {!isEnd && <Icon aria-hidden="true">{icon ?? <TrayIcon />}</Icon>}
      <Message>{text}</Message>
      {action}
    </Root>
  )
}
