// Routes /team/treeView and /team/treeView/:id: the tree centred on a member (the member
// themself without an id); a member's View Tree opens the tree centred on them.
import { useNavigate, useParams } from 'react-router-dom'
import { useTreeView } from '@trellis/api-client'
import { TreeView } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { TextLink } from '../../components/TextLink'
import { useTreeViewT } from './messages'

/** The tree view screen. */
export function TreeViewScreen() {
  const { id } = useParams()
  const navigate = useNavigate()
  const { data, error, isLoading, mutate } = useTreeView(id ?? null)
  const t = useTreeViewT()
  return (
    <MemberScreen title={t('title')}>
      <TreeView
        root={data?.data ?? null}
        isLoading={isLoading}
        error={error ? readErrorMessage(error, t('theTree')) : null}
        onRetry={error && !retryCanHelp(error) ? undefined : () => void mutate()}
        // Asking again for a member outside the team gets the same refusal: offer one's own tree.
        errorAction={
          error && !retryCanHelp(error) && id ? (
            <TextLink to="/team/treeView">{t('back')}</TextLink>
          ) : undefined
        }
        onViewTree={(userId) => navigate(`/team/treeView/${encodeURIComponent(userId)}`)}
        // Level View lists every member of a level of one's own team; centred on another member,
        // the levels below them are not one's own levels, so the offer is on one's own tree only.
        onShowHidden={id ? undefined : (_member, level) => navigate(`/team/level?level=${level}`)}
      />
    </MemberScreen>
  )
}
