// Member search: by id, e-mail, phone or name; each hit opens the member's 360° view.
import { useState, type FormEvent } from 'react'
import {
  Badge,
  Button,
  Inline,
  PaginatedTable,
  Stack,
  TextField,
  type TableColumn,
} from '@trellis/ui'
import { useOpsMemberSearch, type OpsMemberHit } from '@trellis/api-client/ops'
import { useSearchParams } from 'react-router-dom'
import { readErrorMessage } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { ConsoleScreen } from '../ConsoleScreen'

const columns: TableColumn<OpsMemberHit>[] = [
  {
    key: 'id',
    header: 'Member',
    render: (m) => <TextLink to={`/ops/members/${m.userId}`}>{m.userId}</TextLink>,
  },
  { key: 'name', header: 'Name', wrap: true, render: (m) => m.name },
  { key: 'email', header: 'E-mail', render: (m) => m.email },
  { key: 'phone', header: 'Phone', render: (m) => m.phone },
  {
    key: 'active',
    header: 'Status',
    render: (m) => (
      <Badge tone={m.active ? 'success' : 'neutral'}>{m.active ? 'active' : 'inactive'}</Badge>
    ),
  },
]

/** The member search. The query sits in the address (?q=), so a search can be linked. */
export function MembersScreen() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [typed, setTyped] = useState(q)
  const search = useOpsMemberSearch(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setParams(typed.trim() === '' ? {} : { q: typed.trim() })
  }
  const hits = search.data?.data ?? []
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
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit">Search</Button>
          </Inline>
        </form>
        {q !== '' && (
          <PaginatedTable
            caption={`Members matching “${q}”`}
            columns={columns}
            rows={hits}
            rowKey={(m) => m.userId}
            page={1}
            total={hits.length}
            pageSize={Math.max(hits.length, 1)}
            onPageChange={() => undefined}
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
