// Route /wallet/fundTransfer: tabs To User and To Self, and the wallet's transactions.
import { useState } from 'react'
import styled from 'styled-components'
import { historyWords, type WalletTransaction } from '@trellis/contract'
import { useWalletHistory } from '@trellis/api-client'
import { Card, DirectionBadge, Tabs, WalletSummary, useSayHistory } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { ScreenStack } from '../../components/layout'
import { formatDate } from '../../components/format'
import { useMember } from '../../member/use-member'
import { ToSelfForm } from './ToSelfForm'
import { ToUserForm } from './ToUserForm'
import { usePageParam } from '../../components/use-page-param'
import { useFundTransferT } from './messages'

/** The fund transfer screen. */

/** A cell's lines: the main words, then the details under them. */
const Lines = styled.span`
  display: grid;
  gap: 2px;
`

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export function FundTransferScreen() {
  const { member, isLoading, error, retry } = useMember()
  const [tab, setTab] = useState('toUser')
  const [page, setPage] = usePageParam()
  const history = useWalletHistory(page)
  const say = useFundTransferT()
  const sayHistory = useSayHistory()
  return (
    <MemberScreen title={say('title')}>
      <ScreenStack>
        <WalletSummary
          title={say('balances')}
          wallets={member}
          isLoading={isLoading}
          error={error}
          onRetry={retry}
        />
        <Beside>
          <Card>
            <Tabs
              label={say('transfer')}
              isFitted
              value={tab}
              onChange={setTab}
              tabs={[
                { id: 'toUser', label: say('toUser'), content: <ToUserForm member={member} /> },
                { id: 'toSelf', label: say('toSelf'), content: <ToSelfForm member={member} /> },
              ]}
            />
          </Card>
          <HistoryTable<WalletTransaction>
            caption={say('transactions')}
            result={history}
            page={page}
            onPageChange={setPage}
            rowKey={(t) => t.id}
            columns={[
              { key: 'date', header: say('date'), render: (t) => formatDate(t.createdAt) },
              // The list's words (historyWords), as the wallet history and the CSV statement say;
              // the other member and the wallet under the title, the fee under the amount, so
              // four columns fit beside the forms and none hides behind a sideways scroll.
              {
                key: 'desc',
                header: say('description'),
                render: (t) => {
                  const w = historyWords(t, sayHistory)
                  return (
                    <Lines>
                      <span>{w.title}</span>
                      {w.counterparty && <Detail>{w.counterparty}</Detail>}
                      <Detail>{w.wallet}</Detail>
                    </Lines>
                  )
                },
                wrap: true,
              },
              { key: 'type', header: say('type'), render: (t) => <DirectionBadge type={t.type} /> },
              {
                key: 'amount',
                header: say('amount'),
                render: (t) => {
                  const w = historyWords(t, sayHistory)
                  return (
                    <Lines>
                      <span>{w.amount}</span>
                      {w.fee && <Detail>{w.fee}</Detail>}
                    </Lines>
                  )
                },
                align: 'end',
              },
            ]}
          />
        </Beside>
      </ScreenStack>
    </MemberScreen>
  )
}
