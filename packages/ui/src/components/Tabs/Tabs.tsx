import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { List, Panel, Root, Tab } from './Tabs.styles'

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id, reported by onChange. */
  id: string
  /** The tab's text. */
  label: ReactNode
  /** The panel shown while the tab is selected. */
  content: ReactNode
  /** Shown but not selectable. */
  disabled?: boolean
}

/** Props of {@link Tabs}. Controlled with `value` + `onChange`, or uncontrolled with `defaultValue`. */
export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Wallet history". */
  label: string
  /** The tabs, in order. */
  tabs: readonly TabItem[]
  /** The selected tab's id (controlled). */
  value?: string
  /** The first selected tab's id (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: string
  /** Called with the id of the tab the member selected. */
  onChange?: (id: string) => void
  /** Tabs share the width equally (two or three short tabs on a phone). */
  isFitted?: boolean
}

/**
 * WAI-ARIA tabs: one Tab stop (roving tabindex); Left/Right arrows move and select, wrapping
 * around; Home/End jump to the ends; disabled tabs are skipped.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, isFitted = false }: TabsProps) {
  const baseId = useId()
  const firstEnabled = tabs.find((t) => !t.disabled)?.id
  const [own, setOwn] = useState(defaultValue ?? firstEnabled)
  const selected = value ?? own
  const refs = useRef(new Map<string, HTMLButtonElement>())

  const select = (id: string) => {
    if (value === undefined) setOwn(id)
    if (id !== selected) onChange?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled)
    const at = enabled.findIndex((t) => t.id === selected)
    const moves: Record<string, number | undefined> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    }
    const target = enabled[moves[event.key] ?? -1]
    if (!target) return
    event.preventDefault()
    select(target.id)
    refs.current.get(target.id)?.focus()
  }

  const active = tabs.find((t) => t.id === selected)
  return (
    <Root>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown} $fitted={isFitted}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <Tab
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          )
        })}
      </List>
      {active && (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
        >
          {active.content}
        </Panel>
      )}
    </Root>
  )
}
