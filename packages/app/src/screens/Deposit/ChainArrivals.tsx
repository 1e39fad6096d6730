// The member's latest USDT arrivals on its own address: each with its confirmations ("2 of 15")
// until it is credited.
import { formatUsd, type ChainArrival } from '@trellis/contract'
import { Badge, Card, ShortValue } from '@trellis/ui'
import styled from 'styled-components'

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
): { text: string; tone: 'success' | 'warning' | 'neutral' } {
  if (a.status === 'credited') return { text: 'Credited', tone: 'success' }
  if (a.status === 'dust') return { text: 'Below one cent: not credited', tone: 'neutral' }
  return {
    text: `${Math.min(a.confirmations, needed)} of ${needed} confirmations`,
    tone: 'warning',
  }
}

/** The arrivals card. */
export function ChainArrivals({ arrivals, needed }: { arrivals: ChainArrival[]; needed: number }) {
  return (
    <Card title="Arrivals on your address">
      {arrivals.length === 0 ? (
        <Muted>
          Nothing has arrived yet. A transfer shows here within seconds and is credited to your
          package wallet after {needed} confirmations.
        </Muted>
      ) : (
        <List aria-label="Arrivals on your address">
          {arrivals.map((a) => {
            const state = arrivalState(a, needed)
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
