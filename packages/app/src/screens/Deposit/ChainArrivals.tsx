// The member's latest USDT arrivals on its own address: each with its confirmations ("2 of 15")
// until it is credited.
import { formatUsd, type ChainArrival } from '@trellis/contract'
import { Badge, Card, ShortValue, type Translate } from '@trellis/ui'
import styled from 'styled-components'
import { useDepositT } from './messages'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** What an arrival's state says, in words (colour is never the only signal). */
export function arrivalState(
  a: ChainArrival,
  needed: number,
  t: Translate<'credited' | 'dust' | 'confirmations'>,
): { text: string; tone: 'success' | 'warning' | 'neutral' } {
  if (a.status === 'credited') return { text: t('credited'), tone: 'success' }
  if (a.status === 'dust') return { text: t('dust'), tone: 'neutral' }
  return {
    text: t('confirmations', { count: Math.min(a.confirmations, needed), needed }),
    tone: 'warning',
  }
}

/** The arrivals card. */
export function ChainArrivals({ arrivals, needed }: { arrivals: ChainArrival[]; needed: number }) {
  const t = useDepositT()
  return (
    <Card title={t('arrivals')}>
      {arrivals.length === 0 ? (
        // The number stays a text node of its own (Chromium shapes each node apart).
        <Muted>
          {t('nothingArrived')}
          {needed}
          {t('afterConfirmations', { needed })}
        </Muted>
      ) : (
        <List aria-label={t('arrivals')}>
          {arrivals.map((a) => {
            const state = arrivalState(a, needed, t)
            return (
              <Row key={`${a.txHash}`}>
                <span>
                  <strong>{formatUsd(a.amount)}</strong> <ShortValue value={a.txHash} />
                </span>
                <Badge tone={state.tone} hasDot>
                  {state.text}
                </Badge>
              </Row>
            )
          })}
        </List>
      )}
    </Card>
  )
}
