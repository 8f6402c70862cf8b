import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialRotator, type RotatorItem } from '@/components/home/TestimonialRotator';
import { loadContent } from './content-fixture';
import { stubMatchMedia } from './media';

// The rotator's words are content (content/labels.md); the test reads them, not a copy.
const { labels: siteLabels } = loadContent(process.cwd());
const labels = { ...siteLabels.rotator, sampleTestimonial: siteLabels.common.sampleTestimonial };

const items: RotatorItem[] = [
  { id: 'a', quote: 'First quote', author: 'Ayesha', sample: true },
  { id: 'b', quote: 'Second quote', author: 'Hamza', sample: false },
  { id: 'c', quote: 'Third quote', author: 'Mariam', sample: false },
];

const icons = { pause: <span />, play: <span /> };
const shown = () => screen.getAllByText(/quote$/).filter((el) => !el.closest('[hidden]')).map((el) => el.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  stubMatchMedia(false);
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('shows one testimonial at a time and advances every 5 seconds, wrapping to the first', () => {
  render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  expect(shown()).toEqual(['First quote']);
  advance(4_999);
  expect(shown()).toEqual(['First quote']);
  advance(1);
  expect(shown()).toEqual(['Second quote']);
  advance(5_000);
  expect(shown()).toEqual(['Third quote']);
  advance(5_000);
  expect(shown()).toEqual(['First quote']);
});

test('says which testimonials are samples', () => {
  render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  expect(screen.getByText(labels.sampleTestimonial)).toBeInTheDocument();
});

test('holds still while hovered or focused, and resumes after', () => {
  render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  const region = screen.getByRole('region', { name: labels.label });
  fireEvent.mouseEnter(region);
  advance(20_000);
  expect(shown()).toEqual(['First quote']);
  fireEvent.mouseLeave(region);
  advance(5_000);
  expect(shown()).toEqual(['Second quote']);

  fireEvent.focus(screen.getByRole('button', { name: new RegExp(`^${labels.next}`) }));
  advance(20_000);
  expect(shown()).toEqual(['Second quote']);
});

test('the pause button stops rotation; previous and next still work', () => {
  render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  const pause = screen.getByRole('button', { name: labels.pause });
  fireEvent.click(pause);
  fireEvent.blur(pause);
  expect(pause).toHaveAttribute('aria-pressed', 'true');
  advance(20_000);
  expect(shown()).toEqual(['First quote']);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${labels.previous}`) }));
  expect(shown()).toEqual(['Third quote']);
});

test('never moves on its own under prefers-reduced-motion', () => {
  stubMatchMedia(true);
  render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  advance(30_000);
  expect(shown()).toEqual(['First quote']);
});

test('announces changes politely', () => {
  const { container } = render(<TestimonialRotator items={items} labels={labels} icons={icons} />);
  expect(container.querySelector('[aria-live="polite"]')).toContainElement(screen.getByText('First quote'));
});
