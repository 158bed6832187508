import { useState } from 'react';
import { Modal } from '../../modal/index.ts';
import { useDeployController } from '../context.tsx';
import { HOTKEY_TEXT } from './strings.ts';
import './hotkeys.css';

/**
 * Issue 50: what each launch hotkey will do (key → preset → platform → the exact amount it
 * spends), shown when one is pressed before the hotkeys are armed. Arm arms them in this browser;
 * Not now (first focus, so Enter never arms) and Escape launch nothing.
 */
export function ArmHotkeysDialog() {
  const controller = useDeployController();
  const [rows] = useState(controller.hotkeyRows);
  return (
    <Modal
      title={HOTKEY_TEXT.dialogTitle}
      className="arm-hotkeys"
      onClose={controller.dismissDialog}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            onClick={controller.dismissDialog}
          >
            {HOTKEY_TEXT.notNow}
          </button>
          <button type="button" className="btn btn-primary" onClick={controller.armHotkeys}>
            {HOTKEY_TEXT.arm}
          </button>
        </>
      }
    >
      <p>{HOTKEY_TEXT.intro}</p>
      {rows.length === 0 ? (
        <p>{HOTKEY_TEXT.none}</p>
      ) : (
        <table className="arm-hotkeys-table">
          <thead>
            <tr>
              <th scope="col">{HOTKEY_TEXT.columns.key}</th>
              <th scope="col">{HOTKEY_TEXT.columns.launches}</th>
              <th scope="col">{HOTKEY_TEXT.columns.platform}</th>
              <th scope="col">{HOTKEY_TEXT.columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.keybind}>
                <td>
                  <kbd>{row.keybind}</kbd>
                </td>
                <td>{row.launches}</td>
                <td>{row.platform}</td>
                <td className="arm-hotkeys-amount">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="arm-hotkeys-note">{HOTKEY_TEXT.inputsNote}</p>
    </Modal>
  );
}
