export { BannerCarousel } from './BannerCarousel'
export type { BannerCarouselProps, BannerSlide } from './BannerCarousel'
