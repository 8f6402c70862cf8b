import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from '@/components/ui/FallbackImage';

const placeholders = ['/images/placeholders/placeholder-1.svg', '/images/placeholders/placeholder-2.svg'];

test('a broken image is replaced by its fallback, then by a local placeholder', () => {
  render(<FallbackImage src="https://images.example/broken.jpg" fallback="/images/gallery/campus.svg" alt="Campus" width={800} height={600} placeholders={placeholders} />);
  const img = screen.getByRole('img', { name: 'Campus' });
  expect(img).toHaveAttribute('src', 'https://images.example/broken.jpg');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '800');

  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/images/gallery/campus.svg');
  fireEvent.error(img);
  expect(placeholders).toContain(img.getAttribute('src'));
  // A placeholder that fails too is left alone rather than retried for ever.
  const placeholder = img.getAttribute('src');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', placeholder);
});

test('without a fallback, a broken image goes straight to a placeholder; priority images load eagerly', () => {
  render(<FallbackImage src="/images/missing.svg" alt="" width={10} height={10} placeholders={placeholders} priority />);
  const img = document.querySelector('img');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  fireEvent.error(img!);
  expect(placeholders).toContain(img!.getAttribute('src'));
});

test('a photograph in a <picture> that fails drops its AVIF and WebP sources, so the fallback is what shows', () => {
  render(
    <FallbackImage
      src="/_img/a-660.jpg"
      srcSet="/_img/a-400.jpg 400w, /_img/a-660.jpg 660w"
      sizes="100vw"
      sources={[
        { type: 'image/avif', srcSet: '/_img/a-400.avif 400w' },
        { type: 'image/webp', srcSet: '/_img/a-400.webp 400w' },
      ]}
      placeholder="data:image/webp;base64,AAAA"
      fallback="/images/gallery/campus.svg"
      alt="Campus"
      width={1640}
      height={1230}
      placeholders={placeholders}
    />,
  );
  const img = screen.getByRole('img', { name: 'Campus' });
  const picture = img.closest('picture');
  expect(picture?.querySelectorAll('source')).toHaveLength(2);
  expect(img).toHaveAttribute('srcset', '/_img/a-400.jpg 400w, /_img/a-660.jpg 660w');
  expect(img).toHaveAttribute('width', '1640');

  fireEvent.error(img);
  expect(img).toHaveAttribute('src', '/images/gallery/campus.svg');
  expect(img).not.toHaveAttribute('srcset');
  expect(picture?.querySelectorAll('source')).toHaveLength(0);
  // Same box: the fallback takes the photograph's shape, so nothing moves.
  expect(img).toHaveAttribute('width', '1640');
});
