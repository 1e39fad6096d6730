// Route /bonus: the bonus wallet, Redeem when it holds more than 0, and the bonus history.
import { fallbacks, formatUsd, type BonusRecord } from '@trellis/contract'
import { useBonusHistory, useBonusRequest } from '@trellis/api-client'
import { WalletCard } from '@trellis/ui'
import { Beside } from '../../components/Beside'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'

import { Section } from '../../components/Section'
import { formatDate } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { useMember } from '../../member/use-member'
import { usePageParam } from '../../components/use-page-param'
import { useBonusT } from './messages'

/** The bonus screen. */
export function BonusScreen() {
  const { member, isLoading, error } = useMember()
  const [page, setPage] = usePageParam()
  const history = useBonusHistory(page)
  const { trigger, isMutating } = useBonusRequest()
  const { dialog, showError, showSuccess } = useMessageDialog()
  const bonus = member?.bonusWallet ?? 0
  const t = useBonusT()

  const redeem = async () => {
    try {
      const answer = await trigger(undefined)
      showSuccess(answer.message ?? t('redeemed'))
    } catch (e) {
      showError(e, fallbacks.requestFailed)
    }
  }

  return (
    <MemberScreen title={t('title')}>
      <Beside>
        <Section title={t('wallet')} isTitleHidden>
          <WalletCard
            name={t('wallet')}
            icon="earning"
            amount={bonus}
            isLoading={isLoading}
            error={error}
            actions={[
              {
                label: isMutating ? t('redeeming') : t('redeem'),
                onClick: () => void redeem(),
                // Spec section 5: the bonus wallet must be above 0 to redeem.
                isDisabled: bonus <= 0 || isMutating,
              },
            ]}
          />
        </Section>
        <HistoryTable<BonusRecord>
          caption={t('history')}
          result={history}
          page={page}
          onPageChange={setPage}
          rowKey={(row) => row.id}
          columns={[
            { key: 'date', header: t('date'), render: (r) => formatDate(r.createdAt) },
            { key: 'desc', header: t('description'), render: (r) => r.desc, wrap: true },
            {
              key: 'amount',
              header: t('amount'),
              render: (r) => formatUsd(r.amount),
              align: 'end',
            },
          ]}
        />
      </Beside>
      {dialog}
    </MemberScreen>
  )
}
