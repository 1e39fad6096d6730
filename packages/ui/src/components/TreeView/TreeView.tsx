import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { emptyTexts, localeTags, type TreeNode as TreeNodeData } from '@trellis/contract'
import { useLocale } from '../../i18n/I18nContext'
import { useUiT } from '../../i18n/use-ui-t'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import { EmptyState } from '../EmptyState'
import { Skeleton } from '../Skeleton'
import { TreeBranch } from './TreeBranch'
import { TreeDetails } from './TreeDetails'
import { flattenTree, isTreeKey, nextFocusId } from './tree-navigation'
import { ErrorPanel } from '../lists-shared'
import { Fades, Frame, ScrollHint, Scroller, Tree } from './TreeView.styles'

/** Props of {@link TreeView}. */
export interface TreeViewProps {
  /** The member the tree is centred on, with up to two children per node. */
  root: TreeNodeData | null
  /** Shows a placeholder while the tree loads. */
  isLoading?: boolean
  /** A failure to show instead of the tree. */
  error?: string | null
  /** Offered as a Retry button with the error. */
  onRetry?: () => void
  /** Shown with the error instead of a Retry that cannot help (a way back to one's own tree). */
  errorAction?: ReactNode
  /** The details popup's View Tree button: centre the tree on this member. */
  onViewTree: (userId: string) => void
  /**
   * The details popup of a member with directs the tree leaves out ("+1 more") offers them: called
   * with the member and the level of those directs below the centred member (1 = its directs).
   */
  onShowHidden?: (member: TreeNodeData, level: number) => void
  /** Text when there is no tree; "No more data available" by default. */
  emptyText?: string
  /** BCP 47 locale for dates in the details popup. */
  locale?: string
}

/** Accessible name of the tree. */
function treeLabel(root: TreeNodeData, tm: ReturnType<typeof useUiMemberT>): string {
  const name = `${root.firstName} ${root.lastName}`.trim()
  return tm('treeOf', { name, userId: root.userId })
}

/**
 * The team tree centred on a member. Arrow keys move between members (one tab stop for the whole
 * tree); Enter, Space or a click opens the member's details with a View Tree button.
 */
export function TreeView({
  root,
  isLoading = false,
  error,
  onRetry,
  errorAction,
  onViewTree,
  onShowHidden,
  emptyText = emptyTexts.noMoreData,
  locale: localeProp,
}: TreeViewProps) {
  const t = useUiT()
  const tm = useUiMemberT()
  const pageLocale = useLocale()
  const locale = localeProp ?? localeTags[pageLocale]
  const flat = useMemo(() => (root ? flattenTree(root) : []), [root])
  const [focused, setFocused] = useState<string | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const items = useRef(new Map<string, HTMLDivElement>())
  const scroller = useRef<HTMLDivElement>(null)
  // Which sides have more tree beyond the edge: they fade, and a line says it scrolls.
  const [edges, setEdges] = useState({ left: false, right: false })

  // A tree wider than a phone opens scrolled to its centre, where the member is, and stays
  // centred while its size settles (web fonts arriving and widening the cards, the page's
  // scrollbar going away, the phone turning) until the member scrolls or moves in it.
  useEffect(() => {
    const el = scroller.current
    if (!el) return
    let isMoved = false
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth
      const left = hidden > 1 && el.scrollLeft > 1
      const right = hidden > 1 && el.scrollLeft < hidden - 1
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }))
    }
    const centre = () => {
      if (!isMoved) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2
      measure()
    }
    const moved = () => {
      isMoved = true
    }
    centre()
    const inputs = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const
    for (const name of inputs) el.addEventListener(name, moved, { passive: true })
    el.addEventListener('scroll', measure, { passive: true })
    // One frame later: the cue's line changes the layout, which inside the observer's own
    // callback would be reported as a ResizeObserver loop.
    let frame = 0
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(centre)
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later)
    observer?.observe(el)
    if (el.firstElementChild) observer?.observe(el.firstElementChild)
    return () => {
      observer?.disconnect()
      cancelAnimationFrame(frame)
      for (const name of inputs) el.removeEventListener(name, moved)
      el.removeEventListener('scroll', measure)
    }
  }, [root, isLoading, error])
  const register = useCallback((id: string, el: HTMLDivElement | null) => {
    if (el) items.current.set(id, el)
    else items.current.delete(id)
  }, [])

  // A new tree (View Tree) starts with its centre as the tab stop.
  const focusedId =
    focused !== null && flat.some((f) => f.node.userId === focused) ? focused : (root?.userId ?? '')
  const openFlat = flat.find((f) => f.node.userId === openId) ?? null
  const open = openFlat?.node ?? null

  const idFrom = (target: EventTarget) =>
    target instanceof Element
      ? (target.closest<HTMLElement>('[role="treeitem"]')?.dataset.userId ?? null)
      : null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = idFrom(event.target)
    if (id === null) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setOpenId(id)
      return
    }
    if (!isTreeKey(event.key)) return
    event.preventDefault()
    const next = nextFocusId(flat, id, event.key)
    setFocused(next)
    items.current.get(next)?.focus()
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return
    const id = idFrom(event.target)
    if (id === null) return
    setFocused(id)
    setOpenId(id)
  }

  if (error) {
    return <ErrorPanel message={error} onRetry={onRetry} action={errorAction} />
  }
  if (isLoading) return <Skeleton variant="block" height="240px" label={tm('treeLoading')} />
  if (!root) return <EmptyState message={emptyText} />

  const scrolls = edges.left || edges.right
  return (
    <Frame>
      {scrolls && <ScrollHint>{tm('treeScrollHint')}</ScrollHint>}
      <Fades $left={edges.left} $right={edges.right}>
        <Scroller
          ref={scroller}
          role="region"
          aria-label={scrolls ? tm('treeScrolls') : tm('tree')}
          // A region that scrolls is reachable by keyboard, so it can be scrolled without a mouse.
          tabIndex={scrolls ? 0 : undefined}
        >
          <Tree
            role="tree"
            aria-label={treeLabel(root, tm)}
            onKeyDown={onKeyDown}
            onClick={onClick}
            onFocus={(event) => {
              const id = idFrom(event.target)
              if (id !== null) setFocused(id)
            }}
          >
            <TreeBranch
              node={root}
              level={1}
              posInSet={1}
              setSize={1}
              focusedId={focusedId}
              register={register}
            />
          </Tree>
          <Dialog
            isOpen={open !== null}
            onClose={() => setOpenId(null)}
            title={tm('treeDetails')}
            footer={
              open && (
                <>
                  <Button variant="secondary" onClick={() => setOpenId(null)}>
                    {t('close')}
                  </Button>
                  {onShowHidden && open.hiddenChildren > 0 && openFlat && (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setOpenId(null)
                        onShowHidden(open, openFlat.level)
                      }}
                    >
                      {tm('treeShowAll', { count: open.directCount })}
                    </Button>
                  )}
                  <Button
                    onClick={() => {
                      setOpenId(null)
                      onViewTree(open.userId)
                    }}
                  >
                    {tm('treeViewTree')}
                  </Button>
                </>
              )
            }
          >
            {open && <TreeDetails member={open} locale={locale} />}
          </Dialog>
        </Scroller>
      </Fades>
    </Frame>
  )
}
