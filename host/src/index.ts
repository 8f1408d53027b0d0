// Federation needs an asynchronous boundary before any shared module is used. The app boots
// in a task of its own, so the browser can paint and respond between the federation runtime's set-up and it.
setTimeout(() => void import('./bootstrap'));
