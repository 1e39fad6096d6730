// A list of in-app links, as a navigation landmark (team views, profile menu, earnings).
import { Link } from 'react-router-dom'
import styled from 'styled-components'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`

const Item = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  padding: 12px 16px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 600;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`

/** One link of a LinkList. */
export interface LinkListItem {
  /** Visible text: the link's accessible name. */
  label: string
  /** The in-app path. */
  href: string
}

/** Props of LinkList. */
export interface LinkListProps {
  /** Accessible name of the navigation landmark. */
  label: string
  /** The links, in order. */
  links: LinkListItem[]
}

/** Stacked links to other screens. */
export function LinkList({ label, links }: LinkListProps) {
  return (
    <nav aria-label={label}>
      <List>
        {links.map((l) => (
          <li key={l.href}>
            <Item to={l.href}>
              <span>{l.label}</span>
              <span aria-hidden="true">›</span>
            </Item>
          </li>
        ))}
      </List>
    </nav>
  )
}
