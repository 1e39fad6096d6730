// Route /wallet/deposit: where to send USDT (BEP-20, as a QR code), the request form, history.
import { formatUsd, PAYMENT_TYPES, type DepositRecord } from '@trellis/contract'
import { useDepositHistory } from '@trellis/api-client'
import { Card, DepositAddress, ShortValue } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { SampleNote, ScreenStack } from '../../components/layout'
import { formatDate } from '../../components/format'
import { appConfig } from '../../config'
import { DepositForm } from './DepositForm'
import { usePageParam } from '../../components/use-page-param'

/** The deposit screen. */
export function DepositScreen() {
  const [page, setPage] = usePageParam()
  const history = useDepositHistory(page)
  return (
    <MemberScreen title="Deposit">
      <ScreenStack>
        {appConfig.isSampleDepositAddress && (
          <SampleNote>
            Sample address: no receiving address is configured. Do not send funds to it.
          </SampleNote>
        )}
        <Beside>
          <ScreenStack>
            <DepositAddress
              address={appConfig.depositAddress}
              network={PAYMENT_TYPES[6]}
              title="Deposit address"
              note="Send only USDT on the BEP-20 network to this address."
            />
            <Card title="Deposit request">
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
