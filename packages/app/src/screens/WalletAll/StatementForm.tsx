// "Download statement": asks the server for a CSV of the member's ledger in a date range and
// saves it under the filename the server gives.
import { fallbacks } from '@trellis/contract'
import { statementSchema } from '@trellis/contract/schemas'
import { useStatement } from '@trellis/api-client'
import { FormikTextField } from '../../components/FormikTextField'
import { ContractForm } from '../../forms/ContractForm'
import { useWalletAllT } from './messages'

/** Saves `text` as a file named `filename` through a temporary link. */
export function saveTextFile(filename: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The default range: the first of this month to today (UTC days, as the server counts them). */
function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10)
  return { from: `${to.slice(0, 8)}01`, to }
}

/** The statement download form of the wallet history screen. */
export function StatementForm() {
  const { trigger } = useStatement()
  const t = useWalletAllT()
  return (
    <ContractForm
      label={t('statement')}
      initialValues={defaultRange()}
      schema={statementSchema}
      submit={(v) => trigger({ from: v.from, to: v.to })}
      onDone={(answer) => saveTextFile(answer.data.filename, answer.data.csv)}
      fallback={fallbacks.requestFailed}
      submitLabel={t('statement')}
      fullWidth={false}
    >
      {() => (
        <>
          <FormikTextField name="from" label={t('from')} type="date" />
          <FormikTextField name="to" label={t('to')} type="date" />
        </>
      )}
    </ContractForm>
  )
}
