// Routes /team/treeView and /team/treeView/:id: the tree centred on a member (the member
// themself without an id); a member's View Tree opens the tree centred on them.
import { useNavigate, useParams } from 'react-router-dom'
import { useTreeView } from '@trellis/api-client'
import { TreeView } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'

/** The tree view screen. */
export function TreeViewScreen() {
  const { id } = useParams()
  const navigate = useNavigate()
  const { data, error, isLoading, mutate } = useTreeView(id ?? null)
  return (
    <MemberScreen title="Tree View">
      <TreeView
        root={data?.data ?? null}
        isLoading={isLoading}
        error={error ? readErrorMessage(error, 'the tree') : null}
        onRetry={error && !retryCanHelp(error) ? undefined : () => void mutate()}
        onViewTree={(userId) => navigate(`/team/treeView/${encodeURIComponent(userId)}`)}
      />
    </MemberScreen>
  )
}
