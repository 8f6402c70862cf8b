import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from '@/components/ui/Faq';

const items = [
  { question: 'Can I work while studying?', answer: 'Yes, 20 hours a week in term.' },
  { question: 'When are the intakes?', answer: 'February and July.' },
];

const openAnswers = (container: HTMLElement) => Array.from(container.querySelectorAll('details[open]')).map((d) => d.querySelector('p')?.textContent);

// jsdom neither toggles <details> on a summary click nor closes the others of a `name` group. The
// group is the browser's job now (no script, so it works before hydration): this test checks that
// every question starts closed and shares the group's name; tests/e2e/countries.spec.ts checks in
// Chromium that one answer is open at a time and that clicking the open question closes it.
test('starts closed, every question in one exclusive group', () => {
  const { container } = render(<Faq name="faq-uk" items={items} />);
  expect(openAnswers(container)).toEqual([]);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.question));
  const names = Array.from(container.querySelectorAll('details'), (d) => d.getAttribute('name'));
  expect(names).toEqual(items.map(() => 'faq-uk'));
});

test('answers are in the page before any click, so they work without JavaScript', () => {
  render(<Faq name="faq-uk" items={items} />);
  expect(screen.getByText('February and July.')).toBeInTheDocument();
  expect(screen.getByText('February and July.').closest('details')).toHaveAttribute('name', 'faq-uk');
});

test('a question is reachable and opened with the keyboard', async () => {
  render(<Faq name="faq-uk" items={items} />);
  await userEvent.tab();
  expect(screen.getByText('Can I work while studying?').closest('summary')).toHaveFocus();
});
