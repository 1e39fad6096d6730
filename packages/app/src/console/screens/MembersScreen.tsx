// Member search: by id, e-mail, phone or name (2 characters at least); each hit opens the
// member's 360° view. The query sits in the address (?q=), so a search can be linked and Back
// returns to it.
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { formatUsd, OPS_PAGE_SIZE, type OpsMemberHit } from '@trellis/contract'
import {
  Badge,
  Button,
  Inline,
  PaginatedTable,
  Stack,
  TextField,
  type TableColumn,
} from '@trellis/ui'
import { useOpsMemberSearch } from '@trellis/api-client/ops'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'
import { useOpsT } from '../i18n/en'
import { useConsoleWords } from '../statuses'

/** The hits' columns, in the operator's language. */
function useColumns(): TableColumn<OpsMemberHit>[] {
  const { t, date } = useConsoleWords()
  return [
    {
      key: 'id',
      header: t('member'),
      render: (m) => <TextLink to={`/ops/members/${m.userId}`}>{m.userId}</TextLink>,
    },
    { key: 'name', header: t('name'), wrap: true, render: (m) => `${m.firstName} ${m.lastName}` },
    { key: 'email', header: t('email'), render: (m) => m.email },
    { key: 'phone', header: t('phone'), render: (m) => m.phone },
    { key: 'joined', header: t('joined'), render: (m) => date(m.createdAt) },
    {
      key: 'investment',
      header: t('invested'),
      align: 'end',
      render: (m) => formatUsd(m.totalInvestment),
    },
    {
      key: 'locked',
      header: t('locks'),
      render: (m) => (m.locked ? <Badge tone="danger">{t('locked')}</Badge> : '—'),
    },
  ]
}

/** The member search. */
export function MembersScreen() {
  const { t, readError } = useConsoleWords()
  const opsT = useOpsT()
  const columns = useColumns()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [typed, setTyped] = useState(q)
  const [tooShort, setTooShort] = useState(false)
  const [page, setPage] = useState(1)
  const search = useOpsMemberSearch(q, page)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = typed.trim()
    setTooShort(next.length < 2)
    if (next.length < 2) return
    setPage(1)
    setParams({ q: next })
  }
  return (
    <ConsoleScreen title={t('members')}>
      <Stack gap={4}>
        <form role="search" aria-label={t('findMember')} onSubmit={submit}>
          <Inline gap={3} align="end">
            <TextField
              label={t('searchLabel')}
              name="q"
              type="search"
              value={typed}
              error={tooShort ? opsT('searchTooShort') : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit">{t('search')}</Button>
          </Inline>
        </form>
        {q.length >= 2 && (
          <PaginatedTable
            caption={t('membersMatching', { q })}
            columns={columns}
            rows={search.data?.data ?? []}
            rowKey={(m) => m.userId}
            page={page}
            pageSize={OPS_PAGE_SIZE}
            total={search.data?.total ?? 0}
            onPageChange={setPage}
            isLoading={search.isLoading}
            emptyText={t('noMember')}
            error={search.error ? readError(search.error, t('theMembers')) : null}
            onRetry={() => void search.mutate()}
          />
        )}
      </Stack>
    </ConsoleScreen>
  )
}
