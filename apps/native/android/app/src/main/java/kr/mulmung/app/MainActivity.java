package kr.mulmung.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
