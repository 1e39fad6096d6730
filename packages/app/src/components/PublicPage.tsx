// The frame of the screens without a session (login, forgot password): a centred column. No
// react-router here: the login page uses it while it is hydrated before the router loads.
import { useEffect, type ReactNode } from 'react'
import styled from 'styled-components'

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  align-content: start;
  justify-items: center;
  padding: 32px 16px;
`

const Column = styled.div`
  width: 100%;
  max-width: 440px;
  display: grid;
  gap: 16px;
`

const Heading = styled.h1`
  margin: 0;
  display: flex;
  justify-content: center;
  text-align: center;
`

/** Props of PublicPage. */
export interface PublicPageProps {
  /** The document title ("<title> · Trellis"), and the heading unless `heading` is given. */
  title: string
  /** The page's heading (h1), when it is not the title (the login page shows the logo). */
  heading?: ReactNode
  /** The content. */
  children: ReactNode
}

/** A public screen's frame. */
export function PublicPage({ title, heading = title, children }: PublicPageProps) {
  useEffect(() => {
    document.title = `${title} · Trellis`
  }, [title])
  return (
    <Page>
      <Column>
        <Heading>{heading}</Heading>
        {children}
      </Column>
    </Page>
  )
}
