// Route /wallet/deposit: the member's own USDT (BEP-20) address (whole, as text and a QR code),
// what arrived there with its confirmations, the claim form (a hash looked up on the chain), and
// the history of requests filed by hand. Without a chain on the server, the configured address.
import { formatUsd, PAYMENT_TYPES, type DepositRecord, type RequestStatus } from '@trellis/contract'
import { useChainDeposits, useDepositHistory } from '@trellis/api-client'
import { Badge, Card, DepositAddress, ShortValue, type BadgeTone } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { SampleNote, ScreenStack } from '../../components/layout'
import { formatDate } from '../../components/format'
import { appConfig } from '../../config'
import { ChainArrivals } from './ChainArrivals'
import { DepositForm } from './DepositForm'
import { usePageParam } from '../../components/use-page-param'
import { useDepositT } from './messages'

/** A request's state in words: a claim to the network's wallet waits for an operator's check. */
const statusIds = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  paid: 'statusApproved',
} as const satisfies Record<RequestStatus, string>
const statusTones: Readonly<Record<RequestStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  paid: 'success',
}

/** The deposit screen. */
export function DepositScreen() {
  const [page, setPage] = usePageParam()
  const history = useDepositHistory(page)
  const chain = useChainDeposits()
  const view = chain.data?.data
  const own = view?.address ?? null
  const waiting = chain.isLoading && !view
  const t = useDepositT()
  return (
    <MemberScreen title={t('title')}>
      <ScreenStack>
        {!own && !waiting && appConfig.isSampleDepositAddress && (
          <SampleNote>{t('sampleAddress')}</SampleNote>
        )}
        {view?.chain === 'unavailable' && (
          <SampleNote role="status">{t('chainUnavailable')}</SampleNote>
        )}
        <Beside>
          <ScreenStack>
            <DepositAddress
              address={own ?? appConfig.depositAddress}
              network={PAYMENT_TYPES[6]}
              title={own ? t('yourAddress') : t('address')}
              note={own ? t('ownNote') : t('note')}
              isLoading={waiting}
            />
            {own && view && (
              <ChainArrivals arrivals={view.arrivals} needed={view.confirmationsNeeded} />
            )}
            <Card title={own ? t('claim') : t('request')}>
              <DepositForm />
            </Card>
          </ScreenStack>
          <HistoryTable<DepositRecord>
            caption={t('history')}
            result={history}
            page={page}
            onPageChange={setPage}
            rowKey={(row) => row.id}
            columns={[
              { key: 'date', header: t('date'), render: (r) => formatDate(r.rDate) },
              { key: 'trx', header: t('transaction'), render: (r) => <ShortValue value={r.trx} /> },
              {
                key: 'amount',
                header: t('amount'),
                render: (r) => formatUsd(r.amount),
                align: 'end',
              },
              {
                key: 'status',
                header: t('status'),
                render: (r) => (
                  <Badge tone={statusTones[r.status]} hasDot>
                    {t(statusIds[r.status])}
                  </Badge>
                ),
              },
            ]}
          />
        </Beside>
      </ScreenStack>
    </MemberScreen>
  )
}
