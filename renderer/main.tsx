import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { getBridge } from './host/bridge.ts';
import './styles/register.css';

createRoot(document.getElementById('root')!).render(<StrictMode><App bridge={getBridge()} /></StrictMode>);
