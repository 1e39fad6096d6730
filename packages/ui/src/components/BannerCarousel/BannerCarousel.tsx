import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { Icon } from '../Icon'
import { useMediaQuery } from '../lists-shared'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import {
  Body,
  Controls,
  Dot,
  Dots,
  Flip,
  IconButton,
  Image,
  Root,
  Slide,
  Text,
  Title,
  Viewport,
} from './BannerCarousel.styles'
import { useAutoplay } from './use-autoplay'

/** One banner. Without an image it shows on a theme gradient. */
export interface BannerSlide {
  /** Stable key. */
  id: string
  /** Headline of the slide. */
  title: string
  /** A line under the headline. */
  text?: string
  /** A picture above the text; `alt` describes it (empty for a purely decorative one). */
  image?: { src: string; alt: string }
}

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  /** The banners, in order. Nothing renders when empty. */
  slides: BannerSlide[]
  /** Accessible name of the carousel. */
  label?: string
  /** Milliseconds per slide when playing; 0 turns autoplay off. */
  autoplayMs?: number
  /** Slide shown first. */
  initialIndex?: number
  /** Called with the new index whenever the slide changes. */
  onChange?: (index: number) => void
  className?: string
}

/**
 * Rotating banners with previous/next buttons, dots and a pause button. Autoplay pauses while
 * the pointer is over it or focus is inside it, and never starts under prefers-reduced-motion.
 */
export function BannerCarousel({
  slides,
  label: labelProp,
  autoplayMs = 6000,
  initialIndex = 0,
  onChange,
  className,
}: BannerCarouselProps) {
  const tm = useUiMemberT()
  const label = labelProp ?? tm('carouselHighlights')
  const count = slides.length
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)),
  )
  const [isStopped, setStopped] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [isFocused, setFocused] = useState(false)
  const isReduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Refs let the autoplay timer read the latest index and callback without restarting.
  const onChangeRef = useRef(onChange)
  const indexRef = useRef(index)
  useEffect(() => {
    onChangeRef.current = onChange
    indexRef.current = index
  })

  const go = useCallback(
    (next: number) => {
      if (count === 0) return
      const wrapped = ((next % count) + count) % count
      indexRef.current = wrapped
      setIndex(wrapped)
      onChangeRef.current?.(wrapped)
    },
    [count],
  )
  const advance = useCallback(() => go(indexRef.current + 1), [go])

  const canPlay = count > 1 && autoplayMs > 0 && !isReduced
  const isRunning = canPlay && !isStopped && !isHovered && !isFocused
  useAutoplay(advance, autoplayMs, isRunning, index)

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const state = !canPlay ? 'off' : isRunning ? 'playing' : 'paused'

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      data-autoplay={state}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when they are not automatic. */}
      <Viewport aria-live={isRunning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={tm('carouselSlideOf', { slide: i + 1, count })}
            hidden={i !== current}
            $hasImage={slide.image !== undefined}
          >
            {slide.image ? <Image src={slide.image.src} alt={slide.image.alt} /> : null}
            <Text>
              <Title>{slide.title}</Title>
              {slide.text ? <Body>{slide.text}</Body> : null}
            </Text>
          </Slide>
        ))}
      </Viewport>
      {count > 1 ? (
        <Controls>
          <IconButton
            type="button"
            aria-label={tm('carouselPrevious')}
            onClick={() => go(current - 1)}
          >
            <Flip>
              <Icon name="chevron" size={20} />
            </Flip>
          </IconButton>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={slide.id}
                type="button"
                aria-label={tm('carouselShowSlide', { slide: i + 1, title: slide.title })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          {canPlay ? (
            <IconButton
              type="button"
              aria-label={isStopped ? tm('carouselStart') : tm('carouselStop')}
              onClick={() => setStopped((s) => !s)}
            >
              <Icon name={isStopped ? 'play' : 'pause'} size={18} />
            </IconButton>
          ) : null}
          <IconButton type="button" aria-label={tm('carouselNext')} onClick={() => go(current + 1)}>
            <Icon name="chevron" size={20} />
          </IconButton>
        </Controls>
      ) : null}
    </Root>
  )
}
