// Federation needs an asynchronous boundary before any shared module is used (DESIGN section 2).
import('./bootstrap');
