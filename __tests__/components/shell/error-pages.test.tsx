import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/not-found';

describe('not-found (spec §8: missing route)', () => {
  it('shows 404 and "This page could not be found" with a way home', () => {
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('error (spec §8: other route failures)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    [Object.assign(new Error('gone'), { statusCode: 404 }), '404'],
    [{ response: { status: 504 } }, '504'],
    [new Error('boom'), '500'],
  ])('shows "An error occurred" with the status of %p', (error, status) => {
    render(<RouteError error={error} retry={jest.fn()} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent(status);
  });

  it('offers to try again', async () => {
    const retry = jest.fn();
    render(<RouteError error={new Error('boom')} retry={retry} reset={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('global-error (spec §8: the error page itself fails)', () => {
  it('renders its own document with the text and a link home', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout broke')} retry={jest.fn()} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<body');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const page = document.createElement('div');
    page.innerHTML = doc.body.innerHTML;
    document.body.append(page);
    const view = within(page);
    expect(
      view.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    page.remove();
  });
});
