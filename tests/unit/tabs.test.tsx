import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '@/components/ui/Tabs';

const tabs = [
  { key: 'requirements', label: 'Requirements' },
  { key: 'process', label: 'Application Process' },
  { key: 'universities', label: 'Top Universities' },
];
const panels = [<p key="r">Passport and transcripts</p>, <p key="p">Apply through UCAS</p>, <p key="u">Oxford and Cambridge</p>];

const selectedPanelText = () => screen.getByRole('tabpanel').textContent;

test('the first tab is selected and only its panel shows', () => {
  render(<Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />);
  expect(screen.getByRole('tablist', { name: 'Guide' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  expect(selectedPanelText()).toContain('Passport and transcripts');
  // Every panel is rendered, hidden panels included, so the static HTML holds all of it.
  expect(screen.getByText('Oxford and Cambridge', { selector: 'p' })).not.toBeVisible();
});

test('clicking a tab shows only that section', async () => {
  render(<Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Top Universities' }));
  expect(screen.getByRole('tab', { name: 'Top Universities' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'false');
  expect(selectedPanelText()).toContain('Oxford and Cambridge');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 't-tab-universities');
});

test('arrow keys move and select, wrapping; Home and End jump; only the selected tab is in the Tab order', async () => {
  render(<Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />);
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Application Process' })).toHaveAttribute('tabindex', '-1');

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Application Process' })).toHaveFocus();
  expect(selectedPanelText()).toContain('Apply through UCAS');

  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Top Universities' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Top Universities' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

test('tab sets in one group share their selection', async () => {
  const visaTabs = [
    { key: 'overview', label: 'Overview' },
    { key: 'process', label: 'Process' },
  ];
  render(
    <>
      <Tabs idBase="usa" label="USA" group="visa" tabs={visaTabs} panels={[<p key="o">USA overview</p>, <p key="p">USA process</p>]} />
      <Tabs idBase="uk" label="UK" group="visa" tabs={visaTabs} panels={[<p key="o">UK overview</p>, <p key="p">UK process</p>]} />
    </>,
  );
  await userEvent.click(screen.getAllByRole('tab', { name: 'Process' })[0]!);
  const shown = screen.getAllByRole('tabpanel').map((p) => p.textContent);
  expect(shown).toEqual(['ProcessUSA process', 'ProcessUK process']);
});

test('a panel the address targets (a tab followed before hydration) is selected, in every set of its group', () => {
  const visaTabs = [
    { key: 'overview', label: 'Overview' },
    { key: 'process', label: 'Process' },
  ];
  window.location.hash = '#usa-panel-process';
  try {
    render(
      <>
        <Tabs idBase="usa" label="USA" group="visa-targeted" tabs={visaTabs} panels={[<p key="o">USA overview</p>, <p key="p">USA process</p>]} />
        <Tabs idBase="uk" label="UK" group="visa-targeted" tabs={visaTabs} panels={[<p key="o">UK overview</p>, <p key="p">UK process</p>]} />
        <Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />
      </>,
    );
    expect(screen.getAllByRole('tabpanel').map((p) => p.textContent)).toEqual(['ProcessUSA process', 'ProcessUK process', 'RequirementsPassport and transcripts']);
  } finally {
    window.location.hash = '';
  }
});

test('each tab is a link to its panel, so it works before the script runs', () => {
  render(<Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />);
  expect(screen.getByRole('tab', { name: 'Top Universities' })).toHaveAttribute('href', '#t-panel-universities');
});

test('an address with a malformed escape (#%E0%A4%A) selects the first tab and throws nothing', async () => {
  window.location.hash = '#%E0%A4%A';
  try {
    render(<Tabs idBase="t" label="Guide" tabs={tabs} panels={panels} />);
    expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Top Universities' }));
    expect(selectedPanelText()).toContain('Oxford and Cambridge');
  } finally {
    window.location.hash = '';
  }
});
