// Route /wallet/deposit: the member's own USDT (BEP-20) address (whole, as text and a QR code),
// what arrived there with its confirmations, the claim form (a hash looked up on the chain), and
// the history of requests filed by hand. Without a chain on the server, the configured address.
import { DEPOSIT_NETWORK, formatUsd, PAYMENT_TYPES, type DepositRecord } from '@trellis/contract'
import { useChainDeposits, useDepositHistory } from '@trellis/api-client'
import { Card, DepositAddress, ShortValue } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { SampleNote, ScreenStack } from '../../components/layout'
import { formatDate } from '../../components/format'
import { appConfig } from '../../config'
import { ChainArrivals } from './ChainArrivals'
import { DepositForm } from './DepositForm'
import { usePageParam } from '../../components/use-page-param'

/** The deposit screen. */
export function DepositScreen() {
  const [page, setPage] = usePageParam()
  const history = useDepositHistory(page)
  const chain = useChainDeposits()
  const view = chain.data?.data
  const own = view?.address ?? null
  const waiting = chain.isLoading && !view
  return (
    <MemberScreen title="Deposit">
      <ScreenStack>
        {!own && !waiting && appConfig.isSampleDepositAddress && (
          <SampleNote>
            Sample address: no receiving address is configured. Do not send funds to it.
          </SampleNote>
        )}
        {view?.chain === 'unavailable' && (
          <SampleNote role="status">
            BNB Smart Chain cannot be read right now. USDT sent to your address is safe and is
            credited once the chain can be read again.
          </SampleNote>
        )}
        <Beside>
          <ScreenStack>
            <DepositAddress
              address={own ?? appConfig.depositAddress}
              network={PAYMENT_TYPES[6]}
              title={own ? 'Your deposit address' : 'Deposit address'}
              note={
                own
                  ? `${DEPOSIT_NETWORK}. Other tokens or networks sent here are lost.`
                  : 'Send only USDT on the BEP-20 network to this address.'
              }
              isLoading={waiting}
            />
            {own && view && (
              <ChainArrivals arrivals={view.arrivals} needed={view.confirmationsNeeded} />
            )}
            <Card title={own ? 'Claim a deposit' : 'Deposit request'}>
              <DepositForm />
            </Card>
          </ScreenStack>
          <HistoryTable<DepositRecord>
            caption="Deposit history"
            result={history}
            page={page}
            onPageChange={setPage}
            rowKey={(row) => row.id}
            columns={[
              { key: 'date', header: 'Date', render: (r) => formatDate(r.rDate) },
              { key: 'trx', header: 'Transaction', render: (r) => <ShortValue value={r.trx} /> },
              { key: 'amount', header: 'Amount', render: (r) => formatUsd(r.amount), align: 'end' },
            ]}
          />
        </Beside>
      </ScreenStack>
    </MemberScreen>
  )
}
