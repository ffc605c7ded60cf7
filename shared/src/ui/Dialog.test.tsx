import '@testing-library/jest-dom';
import './form/radixJsdomPolyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Example({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Calendar on small phones"
        description={description}
        size="lg"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Body text</p>
        <input aria-label="Notes" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog with its description, and Escape returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Example description="Bug report" />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Calendar on small phones' });
    expect(dialog).toHaveAccessibleDescription('Bug report');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside and closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
