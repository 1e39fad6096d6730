import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { useMessageText } from '../../i18n/I18nContext'
import { useUiT } from '../../i18n/use-ui-t'

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
`

// The icon and the words stay together when Retry wraps below them.
const Said = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  /* The icon is a non-text mark: 3:1 against the panel's ground in both themes. */
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.danger};
  }
`

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

// A link on the panel's red ground in the text colour: the link colour is below 4.5:1 there.
const Action = styled.span`
  & a {
    color: ${({ theme }) => theme.color.text};
  }
`

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  /** What went wrong, in the server's or the spec's words. */
  message: string
  /** Offered as a Retry button. */
  onRetry?: () => void
  /** Another way on, for a failure that asking again cannot mend (a link back). */
  action?: ReactNode
}

/**
 * A failed load: the message with its icon, announced, and a Retry button. In place of a list or
 * a card; a screen whose one read feeds several sections shows one, above them (the dashboard).
 */
export function ErrorPanel({ message, onRetry, action }: ErrorPanelProps) {
  const t = useUiT()
  const messageText = useMessageText()
  return (
    <Box role="alert">
      <Said>
        <Icon name="alert" size={20} />
        <Text>{messageText(message)}</Text>
      </Said>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
      {action && <Action>{action}</Action>}
    </Box>
  )
}
