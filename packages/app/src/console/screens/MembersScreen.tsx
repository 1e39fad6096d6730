// Member search: by id, e-mail, phone or name (2 characters at least); each hit opens the
// member's 360° view. The query sits in the address (?q=), so a search can be linked and Back
// returns to it.
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  formatDate,
  formatUsd,
  OPS_PAGE_SIZE,
  opsMessages,
  type OpsMemberHit,
} from '@trellis/contract'
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
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'

const columns: TableColumn<OpsMemberHit>[] = [
  {
    key: 'id',
    header: 'Member',
    render: (m) => <TextLink to={`/ops/members/${m.userId}`}>{m.userId}</TextLink>,
  },
  { key: 'name', header: 'Name', wrap: true, render: (m) => `${m.firstName} ${m.lastName}` },
  { key: 'email', header: 'E-mail', render: (m) => m.email },
  { key: 'phone', header: 'Phone', render: (m) => m.phone },
  { key: 'joined', header: 'Joined', render: (m) => formatDate(m.createdAt) },
  {
    key: 'investment',
    header: 'Invested',
    align: 'end',
    render: (m) => formatUsd(m.totalInvestment),
  },
  {
    key: 'locked',
    header: 'Locks',
    render: (m) => (m.locked ? <Badge tone="danger">locked</Badge> : '—'),
  },
]

/** The member search. */
export function MembersScreen() {
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
    <ConsoleScreen title="Members">
      <Stack gap={4}>
        <form role="search" aria-label="Find a member" onSubmit={submit}>
          <Inline gap={3} align="end">
            <TextField
              label="Id, e-mail, phone or name"
              name="q"
              type="search"
              value={typed}
              error={tooShort ? opsMessages.searchTooShort : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit">Search</Button>
          </Inline>
        </form>
        {q.length >= 2 && (
          <PaginatedTable
            caption={`Members matching “${q}”`}
            columns={columns}
            rows={search.data?.data ?? []}
            rowKey={(m) => m.userId}
            page={page}
            pageSize={OPS_PAGE_SIZE}
            total={search.data?.total ?? 0}
            onPageChange={setPage}
            isLoading={search.isLoading}
            emptyText="No member matches."
            error={search.error ? readErrorMessage(search.error, 'the members') : null}
            onRetry={() => void search.mutate()}
          />
        )}
      </Stack>
    </ConsoleScreen>
  )
}
