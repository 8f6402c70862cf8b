import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from '@/components/ui/Faq';

const items = [
  { question: 'Can I work while studying?', answer: 'Yes, 20 hours a week in term.' },
  { question: 'When are the intakes?', answer: 'February and July.' },
];

const openAnswers = (container: HTMLElement) => Array.from(container.querySelectorAll('details[open]')).map((d) => d.querySelector('p')?.textContent);

// jsdom does not toggle <details> on a summary click, so do what the browser does.
async function clickQuestion(name: string) {
  const details = screen.getByText(name).closest('details');
  if (!details) throw new Error('no details');
  details.open = !details.open;
  details.dispatchEvent(new Event('toggle'));
}

test('starts closed; opening one question closes the other; clicking the open one closes it', async () => {
  const { container } = render(<Faq name="faq-uk" items={items} />);
  expect(openAnswers(container)).toEqual([]);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.question));

  await clickQuestion('Can I work while studying?');
  expect(openAnswers(container)).toEqual(['Yes, 20 hours a week in term.']);

  await clickQuestion('When are the intakes?');
  expect(openAnswers(container)).toEqual(['February and July.']);

  await clickQuestion('When are the intakes?');
  expect(openAnswers(container)).toEqual([]);
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
